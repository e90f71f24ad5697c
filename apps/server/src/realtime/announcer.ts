/**
 * The one way a module tells connected clients that something happened. Modules call a method
 * named for the event; which room hears it, and on which instance, is decided here.
 * See docs/decisions/023-one-module-shape.md.
 */
import { socketEvents, type PublicPrayerRequest } from '@torch/contract';
import { PUBLIC_ROOM } from './rooms';
import type { TorchSocketServer } from './socket-server';

export class Announcer {
  constructor(private readonly io: TorchSocketServer) {}

  /** A new public prayer request reaches every open prayer wall. */
  prayerRequestCreated(request: PublicPrayerRequest): void {
    this.io.to(PUBLIC_ROOM).emit(socketEvents.prayerRequestCreated, request);
  }
}
