/** The environment of a child process: the caller's, without the npm command's flags, and no colours. */
export declare function childEnv(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
