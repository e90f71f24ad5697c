/**
 * The Prometheus metrics of one app, in a registry of its own (not prom-client's global one),
 * so several apps in one process (tests) never collide. Labels are bounded: route patterns,
 * methods, status codes, statement kinds; never a URL, an id, a name or a token.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export class ServerMetrics {
  readonly registry = new Registry();

  readonly httpRequestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status code, from arrival to the last byte sent',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [this.registry],
  });

  readonly chatMessagesSent = new Counter({
    name: 'torch_chat_messages_sent_total',
    help: 'Chat messages stored (POST /api/messages answered 201; a retried send answered 200 is not counted)',
    registers: [this.registry],
  });

  readonly assistantRequests = new Counter({
    name: 'torch_assistant_requests_total',
    help: 'Questions to the assistant (POST /api/ai/chat) by status code',
    labelNames: ['status_code'] as const,
    registers: [this.registry],
  });

  /** Counted, never stored: the message that led to a caring reply is not kept or logged. */
  readonly assistantCareReplies = new Counter({
    name: 'torch_assistant_care_replies_total',
    help: 'Caring replies the assistant gave instead of an answer, by kind (crisis or distress) and family',
    labelNames: ['kind', 'family'] as const,
    registers: [this.registry],
  });

  readonly databaseQueryDuration = new Histogram({
    name: 'torch_db_query_duration_seconds',
    help: 'SQL statements sent by the app, by kind, from handing them to the driver to the answer',
    labelNames: ['operation'] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });

  readonly connectedSockets: Gauge;

  constructor(connectedSockets: () => number) {
    // Read from the socket server at scrape time, so it is never stale.
    this.connectedSockets = new Gauge({
      name: 'torch_socketio_connected_sockets',
      help: 'Socket.IO sockets connected to this instance (members and visitors)',
      registers: [this.registry],
      collect() {
        this.set(connectedSockets());
      },
    });
    // Process figures: CPU, memory, heap, GC, handles and nodejs_eventloop_lag_seconds.
    collectDefaultMetrics({ register: this.registry });
  }
}
