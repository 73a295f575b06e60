# Deploying the portal in front of your own platform (README "Deploying in front of your own
# platform"): the commands in order. tests/unit/contract-conformance.test.ts runs every line marked
# `# local` exactly as written, with the variables below pointing at the sandbox platform Worker
# served on the test machine; the other lines talk to Cloudflare.
#
# Set once in your shell (or your CI's secrets):
#   SITE_URL             your portal's public origin, e.g. https://www.example.com
#   PLATFORM_URL         your platform's origin, e.g. https://api.example.com
#   PLATFORM_PUBLIC_JWK  your platform's RSA public key as JWK JSON (the edge encrypts sign-ins to it)
#   CONTRACT_USERNAME, CONTRACT_PASSWORD   a test member on your platform (no two-step verification,
#                        at least 1 minor unit in its main wallet, one transfer-wallet game vendor;
#                        CONTRACT_GAME_WALLET names that vendor, else its first game wallet is used)

# 1. Check your platform against the contract:
npm run contract -- --platform-url="$PLATFORM_URL" --username="$CONTRACT_USERNAME" --password="$CONTRACT_PASSWORD" --public-jwk="$PLATFORM_PUBLIC_JWK" # local
# 2. Once: the Pages project and its one secret:
npx wrangler pages project create portal --production-branch main
printf '%s' "$PLATFORM_PUBLIC_JWK" | npx wrangler pages secret put PLATFORM_PUBLIC_JWK --project-name portal
# 3. Every deploy: everything in wrangler's local mode first, then the deploy:
npm run deploy -- --platform-url="$PLATFORM_URL" --dry-run # local
npm run deploy -- --platform-url="$PLATFORM_URL"
