/** The administrator account the end-to-end server is started with. */
export const e2eAdmin = { email: 'admin@e2e.example', password: 'E2e-Admin-Pass-5' } as const;
