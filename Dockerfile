# syntax=docker/dockerfile:1
# One Dockerfile for every app; the build argument APP picks which (from the repository root):
#   docker build --build-arg APP=auth-service -t work-diary/auth-service .
# APP: gateway (with the built web app), auth-service, diary-service, ai-service, search-service,
# or single: the gateway and the four services in one Node process (tools/dev/single.mjs).
# The runtime image holds the compiled app and only the npm packages its code imports: a
# package.json and a pruned package-lock.json made from Nx's project graph
# (tools/deploy/app-image.mjs). The auth image carries no React, MUI or tesseract.
ARG APP=gateway

# --- build: every dependency, then compile APP (and the web app for gateway and single) ------------
FROM node:22-bookworm-slim AS build
ARG APP
WORKDIR /repo
ENV NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false CI=true
COPY package.json package-lock.json ./
# No install scripts: the build tools' native parts (nx, esbuild for Vite) come as prebuilt optional packages.
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN node tools/deploy/app-image.mjs "$APP" /out

# --- runtime: APP's production dependencies and its build only, as the non-root `node` user --------
FROM node:22-bookworm-slim AS runtime
ARG APP
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 APP=${APP}
COPY --from=build /out/package.json /out/package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force
COPY --from=build /out/app ./
USER node
# V8 young generation of 32 MB per half: fewer scavenges per request (docs/benchmarks.md).
# The gateway (and single) listen on 3000, the services on 3001–3004 (PORT changes it).
EXPOSE 3000 3001 3002 3003 3004
# The gateway's /api/health is green only when every service answers; a service's is its own.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 CMD ["node", "entry.mjs", "health"]
CMD ["node", "--enable-source-maps", "--max-semi-space-size=32", "entry.mjs"]
