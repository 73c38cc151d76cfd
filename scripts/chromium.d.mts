export declare const chromiumArgs: string[];
export declare function findChromium(): string | undefined;
export declare const noChromiumHelp: string;
export declare function launchOptions(): { executablePath?: string; args: string[] };
