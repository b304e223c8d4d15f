# Ufuk Jet — production image. Build: docker build -t ufuk-jet .
# Run on a PostgreSQL server:  docker run -e DATABASE_URL=postgresql://… -e SESSION_SECRET=… -p 3000:3000 ufuk-jet
# Run on the embedded database: docker run -v ufuk-data:/app/data -e SESSION_SECRET=… -p 3000:3000 ufuk-jet

# ── dependencies (with dev tools, for the build) ──
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json prisma.config.ts ./
COPY prisma ./prisma
COPY app/server/platform/db/pglite.server.ts ./app/server/platform/db/pglite.server.ts
RUN npm ci --no-audit --no-fund

# ── build ──
FROM deps AS build
WORKDIR /app
COPY . .
RUN npx react-router build && npm prune --omit=dev --no-audit --no-fund

# ── runtime ──
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 DATA_DIR=/app/data SERVER_HEAP_MB=256
WORKDIR /app
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/build ./build
COPY --from=build --chown=node:node /app/prisma/migrations ./prisma/migrations
COPY --from=build --chown=node:node /app/package.json /app/server.js ./
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
VOLUME ["/app/data"]
# on a PostgreSQL server (DATABASE_URL) also set SESSION_SECRET, PUBLIC_URL, BROKER_KEY_SECRET and PAYMENT_PROVIDER_URL,
# PAYMENT_API_KEY, PAYMENT_SECRET_KEY (the card payment provider); TRUST_PROXY behind a balancer
# migrations are applied by the server at start (under an advisory lock on a PostgreSQL server)
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
STOPSIGNAL SIGTERM
# the same V8 heap bound as `npm start` (decision 028); `exec` makes node PID 1, so it receives SIGTERM itself
CMD ["sh", "-c", "exec node --max-old-space-size=\"${SERVER_HEAP_MB}\" server.js"]
