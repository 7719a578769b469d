// An app's core module, which its features import for the model types it re-exports.
@_exported import Shape34Models
