const assets = [parseEther('0.1'), parseEther('0.2')]
const hash = await multiVaultDepositBatch(config, {
  args: [account.address, termIds, [1n, 1n], assets, [0n, 0n]],
  value: assets.reduce((sum, amount) => sum + amount, 0n),
})
