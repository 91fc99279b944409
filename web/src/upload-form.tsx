import { useState } from 'preact/hooks';
import { upload } from './api';

/** Upload of one statement (with its password, if any) to POST /v1/api/analysis, with upload progress. */
export function UploadForm({ onSubmitted }: { onSubmitted: (taskId: string) => void }) {
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState<{ kind: 'error' | 'ok'; text: string } | null>(null);

  const submit = async (e: Event) => {
    e.preventDefault();
    const form = e.currentTarget as HTMLFormElement;
    const fileInput = form.elements.namedItem('file') as HTMLInputElement;
    const passwordInput = form.elements.namedItem('password') as HTMLInputElement;
    const file = fileInput.files?.[0];
    if (!file) {
      setMessage({ kind: 'error', text: 'Choose a PDF statement first.' });
      fileInput.focus();
      return;
    }
    const data = new FormData();
    data.append('file', file, file.name);
    if (passwordInput.value) data.append('password', passwordInput.value);
    setMessage(null);
    setProgress(0);
    try {
      const res = await upload<{ task_id: string }>('/v1/api/analysis', data, setProgress);
      form.reset();
      setMessage({ kind: 'ok', text: `Submitted: ${file.name} is being analysed.` });
      onSubmitted(res.task_id);
    } catch (err) {
      setMessage({ kind: 'error', text: (err as Error).message });
    } finally {
      passwordInput.value = '';
      setProgress(null);
    }
  };

  return (
    <form class="upload" onSubmit={submit} aria-labelledby="upload-title">
      <h3 id="upload-title">Analyse a statement</h3>
      <div class="fields">
        <div class="field">
          <label for="upload-file">PDF statement</label>
          <input id="upload-file" name="file" type="file" accept="application/pdf,.pdf" required />
        </div>
        <div class="field">
          <label for="upload-password">Password (if the PDF has one)</label>
          <input id="upload-password" name="password" type="password" autoComplete="off" />
        </div>
        <button type="submit" disabled={progress !== null}>
          {progress !== null ? 'Uploading…' : 'Upload and analyse'}
        </button>
      </div>
      {progress !== null && (
        <div class="progress">
          <label for="upload-progress">Upload progress</label>
          <progress id="upload-progress" max={1} value={progress}>
            {Math.round(progress * 100)}%
          </progress>
          <span aria-hidden="true">{Math.round(progress * 100)}%</span>
        </div>
      )}
      {message && (
        <p class={message.kind === 'error' ? 'error' : 'ok'} role={message.kind === 'error' ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
    </form>
  );
}
