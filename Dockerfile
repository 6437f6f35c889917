# The service image (API, website, worker; the command picks the process). Built from the lock file:
#   docker build -t sds-extraction .
FROM node:20-bookworm-slim AS dependencies
WORKDIR /app
# Native modules (better-sqlite3, @napi-rs/canvas) build or fetch their binaries here, not at run time.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

# The API reference page, built from openapi.yaml with Redocly (a dev dependency) at image build time.
FROM node:20-bookworm-slim AS api-docs
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund --ignore-scripts
COPY openapi.yaml redocly.yaml ./
COPY scripts/build-api-docs.mjs ./scripts/
RUN node scripts/build-api-docs.mjs

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    DATA_DIR=/data \
    API_PORT=8080 \
    SITE_PORT=3000 \
    METRICS_PORT=9464
WORKDIR /app
COPY --from=dependencies /app/node_modules ./node_modules
COPY package.json package-lock.json tsconfig.json ./
COPY src ./src
COPY workflows ./workflows
COPY activities ./activities
COPY bin ./bin
COPY openapi.yaml ./
# The website renders the integrators' guide (docs/api.md) and serves the API reference built above.
COPY docs ./docs
COPY --from=api-docs /app/dist/api-docs ./dist/api-docs
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 8080 3000 9464
# tini-like signal handling is not needed: node receives SIGTERM directly as PID 1 and each
# process drains itself (see docs/operations.md, Graceful shutdown).
CMD ["node", "--import", "tsx", "src/main/api.ts"]
