# syntax=docker/dockerfile:1
# Contrail: the built site and the API in one image. Multi-stage: the build stage has the compilers and the
# development packages; the image that runs has neither, and runs as the unprivileged `node` user.
#   docker build -t contrail .
#   docker run -p 3000:3000 -v contrail-data:/app/var contrail          # SQLite in the volume
#   docker compose up --build                                           # two replicas, PostgreSQL, Redis, nginx
ARG NODE_VERSION=20.19

FROM node:${NODE_VERSION}-bookworm-slim AS build
# better-sqlite3 compiles from source when no prebuilt binary matches.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build \
  && npm prune --omit=dev --no-audit --no-fund \
  && rm -rf e2e bench docs apps/web/app apps/web/scripts apps/web/public

FROM node:${NODE_VERSION}-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000
WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /app/var && chown node:node /app/var
USER node
VOLUME ["/app/var"]
EXPOSE 3000
# 200 once the database answers; 503 while the server drains on SIGTERM.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# `npm start` migrates (the replicas may do it at once: migrations take a lock), seeds an empty catalogue,
# and serves. Node receives SIGTERM directly (exec form), so a stop drains instead of cutting requests.
CMD ["node", "scripts/start.mjs"]
