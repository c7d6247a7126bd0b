// @ts-check
// What a handler answers: a status and the JSON text of the body. Every refusal has a code a
// client can branch on and a message a player can read.

/** @typedef {{ status: number, text: string }} Reply */

/**
 * @param {number} status @param {unknown} body
 * @returns {Reply}
 */
export const answer = (status, body) => ({ status, text: JSON.stringify(body) });

/**
 * @param {number} status @param {string} code @param {string} message
 * @returns {Reply}
 */
export const refuse = (status, code, message) => answer(status, { code, message });
