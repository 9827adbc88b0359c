// Stage 2 of the entry's evaluation (stage-1-clicks.ts explains the stages): React DOM, the router,
// TanStack Query and jotai. The app's shell evaluates after it, with main.tsx.
import './stage-1-clicks';
import 'react-dom/client';
import 'react-router';
import '@tanstack/react-query';
import 'jotai';
import { yieldToBrowser } from '@/lib/yield-to-browser';

await yieldToBrowser();
