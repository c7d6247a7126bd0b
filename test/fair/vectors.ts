/**
 * Vectors computed outside JavaScript, with OpenSSL 3.0, for the server seed and client seed of
 * the worked example of docs/fair-dice.md. Each comment gives the exact command.
 */

/** The server seed of the worked example (from `openssl rand -hex 32`). */
export const SERVER_SEED = '2893b8db94598d92851b23076151c23d0a7868023c59536afeb923546432ba53';

/** `printf '%s' $SERVER_SEED | xxd -r -p | openssl dgst -sha256`: the hash of the 32 bytes. */
export const COMMITMENT = '5f8c8b8c5c2a065adb3263c9da35b9169c4dbd24c77b7d098df51659a921194a';

/** `printf '%s' $SERVER_SEED | openssl dgst -sha256`: the hash of the 64 characters, NOT the commitment. */
export const HASH_OF_THE_TEXT = 'c975a1165b6920704431563bba6f29fb642838394307f41d8c92b09d8ebd4161';

/** The client seed of the worked example. */
export const CLIENT_SEED = 'lucky-7';

/**
 * Rolls 0 to 9 of the worked example, each from
 * `printf 'lucky-7:%s' $n | openssl dgst -sha256 -mac HMAC -macopt hexkey:$SERVER_SEED`.
 */
export const ROLLS: readonly { readonly hmac: string; readonly dice: readonly [number, number] }[] =
  [
    { hmac: 'f561195c94e97ca4ee893fcdb828e49d372960447c505f1120b89b4daee66245', dice: [8, 4] },
    { hmac: '471d208bb73ba55567398b3691ec54c3c1037edb44ebadaaff31cfefa64e6850', dice: [3, 1] },
    { hmac: 'aaad8fc7ff45a5f35ca56aea3230dd34a01b078911435b506d4dac528f40913a', dice: [6, 6] },
    { hmac: 'f6b12e7fb60139443fe969662c8311f6a62f71a5dcacc63553e6cd29b4132d94', dice: [8, 6] },
    { hmac: '02ca8ab30ee3ca9e6504216497d7a15832942651d3bcea32c48d5551a6933349', dice: [1, 7] },
    { hmac: '939beab4686f199117e9533faf2aaf84859fbe19842b98323d69c461ec24bc05', dice: [5, 5] },
    { hmac: 'c8014d065d4aeeeb6cea5cd0120cff19889d749413563b5a70bc7dfcb52c15aa', dice: [7, 1] },
    { hmac: '6a3795c08393ff4d89426f346ab25e1f02e5c143d85156c2e70d299139ca9765', dice: [4, 2] },
    { hmac: 'd28cf52c917dd6400a5d9071ee3b9cbdce6e0096a1328febc489b145df4786bf', dice: [7, 5] },
    { hmac: '9450dd15a4becacdbfb7679606fe0c817bd9883c796c12ca5b5e222450ba7fc6', dice: [5, 3] },
  ];

/**
 * More rolls under the same server seed, each from
 * `printf '%s:%s' "$clientSeed" $n | openssl dgst -sha256 -mac HMAC -macopt hexkey:$SERVER_SEED`
 * (a UTF-8 terminal): text beyond ASCII, a colon in the seed, the largest roll number.
 */
export const MORE_ROLLS: readonly {
  readonly clientSeed: string;
  readonly n: number;
  readonly hmac: string;
  readonly dice: readonly [number, number];
}[] = [
  {
    clientSeed: 'кири 🎲',
    n: 0,
    hmac: '25b2fcbd6b30f64395bd71dadbcee48f4bd78fff076de979ec652bb0c5aebafd',
    dice: [2, 6],
  },
  {
    clientSeed: 'кири 🎲',
    n: 1,
    hmac: '1badec66b6da1292ada889797ed8feb2481faf82608e74eb7978700d1101c09b',
    dice: [1, 6],
  },
  {
    clientSeed: 'a:b',
    n: 12,
    hmac: 'a9fb5916f4c50d3ef85162c17a2981ff938e61a4dddfa59398b17a579fc0202c',
    dice: [6, 8],
  },
  {
    clientSeed: 'lucky-7',
    n: 9007199254740991,
    hmac: '02635214898b15c5df4cec04a32cac0cafeed22657a838cefbab1c5479432403',
    dice: [1, 4],
  },
];

/**
 * Commitments of two more seeds, each from
 * `printf '%s' $seed | xxd -r -p | openssl dgst -sha256`.
 */
export const MORE_COMMITMENTS: readonly { readonly seed: string; readonly commitment: string }[] = [
  {
    seed: '0'.repeat(64),
    commitment: '66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925',
  },
  {
    seed: 'f'.repeat(64),
    commitment: 'af9613760f72635fbdb44a5a0a63c39f12af30f950a6ee5c971be188e89c4051',
  },
];

/**
 * Rolls 0 to 2 of the worked example of fresh values each round (the values and commitments
 * are in @kiri-dice/testing/freshValuesExample), each from
 * `printf '%s:%s:%s' $seat0 $seat1 $n | openssl dgst -sha256 -mac HMAC -macopt hexkey:$SERVER_SEED`.
 */
export const ROUND_ROLLS: readonly {
  readonly hmac: string;
  readonly dice: readonly [number, number];
}[] = [
  { hmac: '762319f46b93144f33769b6ea190e8ad07d8280824721b6f81989ed41777f860', dice: [4, 2] },
  { hmac: 'e040d31f8c55d514994dfa653296c33191efa67414837993e71de527c53e28e2', dice: [8, 3] },
  { hmac: 'eabc55ad155a2046eaf7c87a2ea1ed9792320605f1ce033b7497f2307918643b', dice: [8, 6] },
];

/**
 * Rolls of random rounds under the same server seed (values from `openssl rand -hex 32`), each
 * from `printf '%s:%s:%s' $seat0 $seat1 $n | openssl dgst -sha256 -mac HMAC -macopt hexkey:$SERVER_SEED`.
 */
export const MORE_ROUND_ROLLS: readonly {
  readonly values: readonly [string, string];
  readonly n: number;
  readonly hmac: string;
  readonly dice: readonly [number, number];
}[] = [
  {
    values: [
      '455d70dbecaf3ce0f94305a31239ed30151d81dbb1c5495b0178e4ce5968da30',
      'b5366e3be4eba492c4e8e9c10d27066272efe091229168b749f9896afe7a167d',
    ],
    n: 7,
    hmac: 'b651cf10fc1cfc55a783f61c17a7c0757d434d3baec59463311ba8a3e8b00fb6',
    dice: [6, 3],
  },
  {
    values: [
      '1eb34f86d78c77da540d0e5786f40ba8e83015dcafb0a26cb9beb5dd64049c51',
      '16f16144fe7b8defd65aaae6a3ecef2963842def3450537c4683a5a51f52fb45',
    ],
    n: 12345,
    hmac: 'e2852fca1af168408823caef975bdc94b408bca77f695c2b8a77a1199a3c6483',
    dice: [8, 5],
  },
  {
    values: [
      '72bd55407c98b1d8f23aa4c9f5bf6978e98a06d8027c284e119fa67498d9b932',
      'e50b91a5800ff36a5a3852b17e75873102d992a4bcbe90343830cbbd6ff9f5d6',
    ],
    n: 9007199254740991,
    hmac: '65f1bda1a9da88cdfb6dd0db751775f7c96da1e87f5509669fa6e243eb99f637',
    dice: [4, 8],
  },
];
