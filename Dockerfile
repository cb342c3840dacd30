FROM node:24-slim
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN node node_modules/vite/bin/vite.js build && node node_modules/vite/bin/vite.js build --ssr
# A container serves real data: no demo catalogue and no demo accounts.
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data UPLOAD_DIR=/data/uploads SEED_DEMO=false
# Fewer glibc malloc arenas: image re-encoding on several threads otherwise keeps far more memory.
ENV MALLOC_ARENA_MAX=2
EXPOSE 3000
# The server runs as the image's unprivileged `node` user: it writes only below DATA_DIR, which a new
# named volume takes over from the image with its owner.
RUN mkdir -p /data && chown node:node /data
USER node
# The Node.js options of server/nodeFlags.ts.
CMD ["node", "--max-semi-space-size=16", "--max-old-space-size=1024", "--v8-pool-size=1", "server/index.ts"]
