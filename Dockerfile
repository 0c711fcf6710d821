# The shop as a container image (docs/deployment.md): built once, run as a non-root user, data in /data.
#   docker build -t fan-shop .
#   docker run -p 3000:3000 -v shop-data:/data --env-file shop.env fan-shop
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
RUN groupadd --system shop \
 && useradd --system --gid shop --home-dir /app --shell /usr/sbin/nologin shop \
 && mkdir -p /data \
 && chown shop:shop /data
COPY --from=build --chown=root:root /app /app
USER shop
VOLUME ["/data"]
EXPOSE 3000
# Liveness: the process answers. A load balancer should probe /health/ready (database reachable, not draining).
HEALTHCHECK --interval=15s --timeout=3s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--import", "tsx", "src/server/server.ts"]
