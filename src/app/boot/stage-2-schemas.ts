// Stage 2 of the entry's evaluation (stage-1-zod.ts explains the stages): the modules that build
// schemas at import, the environment and the wallet's stored addresses.
import './stage-1-zod';
import '@/config/env';
import '@/wallet/connection-store';
import { yieldToBrowser } from './yield-to-browser';

await yieldToBrowser();
