/** The app's shared folders (api, forms, ui, routes, …); every other folder of app/src is a feature. */
export declare const APP_SHARED: string[];
/** The feature folders of app/src (or of `srcDir`). */
export declare function appFeatures(srcDir?: string | URL): string[];
