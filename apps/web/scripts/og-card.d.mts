export declare const OG_WIDTH: number;
export declare const OG_HEIGHT: number;
export declare function emWidth(text: string, bold?: boolean): number;
export declare function wrap(text: string, width: number, max: number, bold?: boolean): string[];
export declare function card(c: {
  brand: string;
  logo: Buffer;
  colour: string;
  font: string;
  title: string;
  text: string;
}): string;
