# SMS-Docs: multi-stage image. The build stage runs the same build as CI, then traces what the server
# loads (scripts/trace-runtime.mjs); the runtime stage is Debian slim with the Node binary alone (no npm),
# the traced packages, the built site and the content, owned by root and run by the non-root `node` user.
# The root filesystem can be read-only: the one thing the server writes is the SQLite file of reader feedback and
# search insights in DATA_DIR (/app/data), a volume; with DATABASE_URL (PostgreSQL) it writes nothing at all.

FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
# better-sqlite3 compiles its native module when no prebuilt binary can be fetched.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && node scripts/trace-runtime.mjs /runtime

FROM node:20-bookworm-slim AS node

FROM debian:bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/app/data
COPY --from=node /usr/local/bin/node /usr/local/bin/node
RUN groupadd --gid 1000 node && useradd --uid 1000 --gid node --no-create-home --home-dir /app --shell /usr/sbin/nologin node
WORKDIR /app
COPY --from=build /runtime ./
# The insights store's folder, the only writable path: mount a volume there (docker run -v sms-docs-data:/app/data).
RUN mkdir -p /app/data && chown node:node /app/data
VOLUME /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --retries=3 CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--max-old-space-size=160", "--max-semi-space-size=4", "--single-threaded-gc", "build/server.js"]
