import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '../../features/auth/components/RegisterPage.js';

/** Registracija (docs/spec/shop.md 2): 'REGISTRIRAJ SE'. */
export const Route = createFileRoute('/_shop/registracija')({ component: RegisterPage });
