import type { ColumnRole, MetadataField } from './types';

/**
 * French, Portuguese and Swahili column labels and metadata labels, written without accents: labels
 * are compared accent-free (see `normaliseLabel`), so "Libellé", "LIBELLE" and "Libelle" all match.
 */
export const OTHER_LANGUAGE_COLUMNS: Partial<Record<Exclude<ColumnRole, 'other'>, string[]>> = {
  date: [
    'date operation', 'date d operation', 'date de l operation', 'date comptable', 'date de comptabilisation', 'date transaction',
    'data', 'data movimento', 'data do movimento', 'data operacao', 'data da operacao', 'data lancamento', 'tarehe', 'tarehe ya muamala',
    'data de lancamento', 'data do lancamento', 'data de movimento', 'data contabilistica', 'date d op', 'date de transaction',
    'date op', 'date ope', 'date oper', 'dt ope', 'dt operation', 'data mov', 'data lanc', 'data transacao', 'data da transacao', 'tarehe ya shughuli',
  ],
  value_date: ['date valeur', 'date de valeur', 'data valor', 'data de valor', 'data valuta', 'tarehe ya thamani', 'valeur', 'date val', 'dt valeur', 'data val', 'valor data'],
  description: [
    'libelle', 'libelles', 'libelle operation', 'libelle de l operation', 'designation', 'intitule', 'nature de l operation',
    'descricao', 'descritivo', 'historico', 'movimento', 'maelezo', 'maelezo ya muamala',
  ],
  debit: ['debit', 'debits', 'retrait', 'retraits', 'sortie', 'sorties', 'debito', 'debitos', 'levantamento', 'levantamentos', 'kutoa', 'pesa iliyotoka'],
  credit: ['credit', 'credits', 'versement', 'versements', 'depot', 'depots', 'entree', 'entrees', 'credito', 'creditos', 'deposito', 'depositos', 'kuweka', 'pesa iliyoingia'],
  amount: ['montant', 'montant operation', 'valor', 'montante', 'kiasi'],
  balance: ['solde', 'solde courant', 'solde progressif', 'saldo', 'saldo disponivel', 'saldo contabilistico', 'salio'],
  reference: ['reference operation', 'numero de piece', 'n piece', 'piece', 'referencia', 'n documento', 'documento', 'kumbukumbu', 'namba ya kumbukumbu'],
  dc: ['sens', 'tipo', 'aina'],
  status: ['statut', 'etat', 'estado', 'hali'],
};

export const OTHER_LANGUAGE_LABELS: Partial<Record<MetadataField, string[]>> = {
  name: [
    'titulaire', 'titulaire du compte', 'nom', 'nom du client', 'intitule du compte', 'client', 'titular', 'nome', 'nome do cliente', 'jina', 'jina la mteja',
    'nom du titulaire', 'nom et prenom', 'nom et prenoms', 'nom prenom', 'titular da conta', 'nome do titular', 'jina la mwenye akaunti', 'mwenye akaunti', 'jina kamili',
    'cliente', 'nom complet', 'nome completo', 'mteja',
  ],
  account: [
    'numero de compte', 'n de compte', 'no de compte', 'compte', 'compte n', 'rib', 'numero da conta', 'n da conta', 'conta', 'nib',
    'namba ya akaunti', 'akaunti', 'numero du compte', 'n compte', 'numero de carte', 'n de carte', 'numero do cartao', 'numero de conta', 'namba ya kadi', 'conta n', 'conta no', 'conta n o', 'compte no', 'n conta', 'no conta',
  ],
  contacts: [
    'telephone', 'tel', 'portable', 'mobile', 'telemovel', 'celular', 'contacto', 'simu', 'namba ya simu', 'numero de telephone', 'n de telephone',
    'numero de telefone', 'telefone', 'numero de telemovel',
  ],
  email: ['courriel', 'adresse email', 'adresse e mail', 'e mail', 'adresse electronique', 'correio eletronico', 'barua pepe'],
  currency: ['devise', 'monnaie', 'moeda', 'divisa', 'sarafu', 'devise du compte', 'moeda da conta'],
  period: ['periode', 'periode du', 'periodo', 'kipindi', 'periode du releve', 'periodo do extrato', 'kipindi cha taarifa'],
};
