export { analysisWorkflow } from './analysis-workflow';
