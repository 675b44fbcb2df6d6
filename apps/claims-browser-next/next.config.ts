import type {NextConfig} from 'next';

const nextConfig: NextConfig = {
  // The app folder sits inside the docs site's repository; without this Next looks for the workspace root above.
  turbopack: {root: __dirname},
};

export default nextConfig;
