'use client';

/** Last-resort error page when even the root layout fails; it brings its own document and styles. */
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="de">
      <body style={{ margin: 0, fontFamily: 'system-ui, sans-serif', background: '#f6f5f0', color: '#1b2320' }}>
        <title>Fehler | Tafel</title>
        <div style={{ maxWidth: 560, margin: '15vh auto', padding: 32, background: '#fff', borderRadius: 20, border: '1px solid #e3e6e1' }}>
          <h1 style={{ margin: '0 0 12px' }}>Fehler</h1>
          <p style={{ margin: '0 0 20px', color: '#45514c' }}>Der Shop ist gerade nicht erreichbar. Bitte versuchen Sie es in einem Moment noch einmal.</p>
          <button
            type="button"
            onClick={() => retry()}
            style={{ padding: '12px 24px', borderRadius: 999, border: 0, background: '#23493f', color: '#fff', fontWeight: 650, cursor: 'pointer' }}
          >
            Erneut versuchen
          </button>
        </div>
      </body>
    </html>
  );
}
