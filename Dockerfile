# One image for the API, the Temporal worker and the projector (docker-compose.yml picks the entry point).
# The sources run through ts-node (transpile only: `npm test` type-checks; scripts/register.js); the dashboard bundle is built
# here so the containers never need esbuild or a writable dist/.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build:web && npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim
# MALLOC_MMAP_THRESHOLD_: glibc serves allocations of 64 KiB and more (socket reads, upload chunks) from their
# own mappings, given back to the system when freed, instead of the main heap, which fragments and keeps
# ~100 MB after a burst of aborted uploads (README, "Uploads are admitted from their headers").
ENV NODE_ENV=production \
    DATA_DIR=/data \
    PORT=8080 \
    MALLOC_MMAP_THRESHOLD_=65536
WORKDIR /app
COPY --from=build --chown=root:root /app /app
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 8080
# The entry points are started with node itself (not npm) so SIGTERM reaches the graceful shutdown.
CMD ["node", "-r", "./scripts/register.js", "src/roots/api.ts"]
