# One image for the API, the Temporal worker and the projector (docker-compose.yml picks the entry point).
# The sources run through ts-node (SWC, no type check: `npm test` type-checks); the dashboard bundle is built
# here so the containers never need esbuild or a writable dist/.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build:web && npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    DATA_DIR=/data \
    PORT=8080
WORKDIR /app
COPY --from=build --chown=root:root /app /app
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 8080
# The entry points are started with node itself (not npm) so SIGTERM reaches the graceful shutdown.
CMD ["node", "-r", "./scripts/register.js", "src/roots/api.ts"]
