# The clinic's site as a container image (decision 059). Built FROM a Debian 12 base made from
# Debian's mirror by deploy/container/build-base.sh, never pulled from an image registry:
#
#   sudo deploy/container/build-base.sh
#   podman build --build-arg PUBLIC_URL=https://clinic.example --build-arg PAYMENT_PROVIDER=stripe \
#     --build-arg VIDEO_PROVIDER=jaas -t localhost/clinic .
#
# The build prerenders the public pages with PUBLIC_URL in their addresses, so an image is made for
# one site; the app refuses to serve it under another address. Settings a page shows (the payment
# provider, the video provider, Stripe's publishable key) are build arguments too; secrets are not:
# they are given to the container when it runs (README, "Deploy": "As containers").
ARG BASE=localhost/clinic-debian:bookworm

# ---------------------------------------------------------------- build
FROM ${BASE} AS build
RUN apt-get update \
 && apt-get install -y --no-install-recommends ca-certificates curl \
 && rm -rf /var/lib/apt/lists/*
# Node.js and npm, from the npm registry as npm itself installs them (Debian 12's Node.js 18 is too
# old): the Node.js of the project's `node` package (decision 005) and the npm its lock file was made
# with (Debian's npm 9 reads that lock file differently). Only the build uses this pair: the app
# runs on the Node.js that `npm ci` puts in node_modules, checked to be the same.
ARG NODE_VERSION=24.21.0
ARG NPM_VERSION=11.19.1
# Behind a proxy that inspects TLS, its CA (a PEM bundle) for curl and npm during the build:
#   --volume /etc/ssl/certs/ca-certificates.crt:/run/build-ca.crt:ro --build-arg BUILD_CA_FILE=/run/build-ca.crt
ARG BUILD_CA_FILE=
RUN arch="$(dpkg --print-architecture | sed 's/amd64/x64/')" \
 && mkdir -p /opt/bootstrap/node /opt/bootstrap/npm \
 && curl -fsSL ${BUILD_CA_FILE:+--cacert "$BUILD_CA_FILE"} "https://registry.npmjs.org/node-linux-$arch/-/node-linux-$arch-$NODE_VERSION.tgz" \
    | tar -xz -C /opt/bootstrap/node --strip-components=1 package/bin/node \
 && curl -fsSL ${BUILD_CA_FILE:+--cacert "$BUILD_CA_FILE"} "https://registry.npmjs.org/npm/-/npm-$NPM_VERSION.tgz" \
    | tar -xz -C /opt/bootstrap/npm --strip-components=1 \
 && printf '#!/bin/sh\nexec node /opt/bootstrap/npm/bin/npm-cli.js "$@"\n' > /usr/local/bin/npm \
 && chmod 0755 /usr/local/bin/npm
ENV PATH=/opt/bootstrap/node/bin:$PATH
WORKDIR /app
COPY package.json package-lock.json ./
RUN test "v$(node -p 'require("./package.json").devDependencies.node')" = "$(node --version)" \
    || { echo "NODE_VERSION differs from package.json's node: change the Dockerfile's default." >&2; exit 1; }
RUN --mount=type=cache,target=/root/.npm \
    NODE_EXTRA_CA_CERTS="${BUILD_CA_FILE:-}" npm ci --no-audit --no-fund --loglevel=error \
 && test "$(node_modules/node/bin/node --version)" = "v$NODE_VERSION"
COPY . .
ARG PUBLIC_URL
ARG PAYMENT_PROVIDER=
ARG VIDEO_PROVIDER=
ARG NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=
# The build validates the settings as start-up does. An https site needs DATA_ENCRYPTION_KEYS, a
# secret no page uses: the build gets a throwaway one, and the container the real one.
RUN test -n "$PUBLIC_URL" || { echo "Build with --build-arg PUBLIC_URL=https://your.site (the pages carry it)." >&2; exit 1; } \
 && DATA_ENCRYPTION_KEYS="build:$(head -c 32 /dev/urandom | base64)" NODE_ENV=production \
    node_modules/node/bin/node scripts/build.mjs \
 && rm -rf .next/cache
# What only the build needs leaves node_modules (the project's Node.js is kept aside first).
RUN --mount=type=cache,target=/root/.npm \
    install -D -m 0755 node_modules/node/bin/node /opt/node/bin/node \
 && NODE_EXTRA_CA_CERTS="${BUILD_CA_FILE:-}" npm prune --omit=dev --prefer-offline --no-audit --no-fund --loglevel=error \
 && mv .next /next

# ---------------------------------------------------------------- the app
FROM ${BASE} AS app
# ca-certificates for the payment, e-mail and storage services; tini as PID 1 passes SIGTERM on
# (the app then stops gracefully) and reaps what exits; pg_dump (PostgreSQL 15's, Debian 12's
# server) for `node scripts/backup.mjs`.
RUN apt-get update \
 && apt-get install -y --no-install-recommends ca-certificates tini postgresql-client \
 && rm -rf /var/lib/apt/lists/* \
 && useradd --system --user-group --uid 10001 --home-dir /var/lib/clinic --no-create-home --shell /usr/sbin/nologin clinic \
 && install -d -o clinic -g clinic -m 0750 /var/lib/clinic
COPY --from=build /opt/node/bin/node /usr/local/bin/node
# The code and its packages belong to root (the app cannot change them); the build's folder to the
# app, as on the server (Next keeps its caches there).
COPY --from=build /app /app
COPY --from=build --chown=clinic:clinic /next /app/.next
ARG PUBLIC_URL
ENV NODE_ENV=production \
    PUBLIC_URL=${PUBLIC_URL} \
    HOSTNAME=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/var/lib/clinic \
    NEXT_TELEMETRY_DISABLED=1
WORKDIR /app
USER clinic
VOLUME /var/lib/clinic
EXPOSE 3000
STOPSIGNAL SIGTERM
ENTRYPOINT ["/usr/bin/tini", "--"]
# `npm start` without npm: validates the settings, checks the build's address, migrates, serves.
CMD ["node", "scripts/start.mjs"]
