import Observability
import TMDb

extension SourceSettings {
    /// How the TMDb client is set up when TMDb is the source; nil when the catalogue is. Each
    /// exchange with TMDb is reported to `observer` as a `tmdb.request` event (method, path
    /// without its query, status, time, attempt), which `--verbose` logs.
    func tmdbClientConfiguration(reportingTo observer: any Observer) -> TMDbClientConfiguration? {
        guard source == .tmdb, let credential else { return nil }
        var configuration = TMDbClientConfiguration(credential: credential.credential, baseURL: baseURL, language: language)
        configuration.requestObserver = { record in
            let (seconds, attoseconds) = record.duration.components
            observer.event(
                "tmdb.request",
                attributes: [
                    "method": record.method, "path": record.path, "status": record.status.map(String.init) ?? "no answer",
                    "ms": String(seconds * 1000 + attoseconds / 1_000_000_000_000_000), "attempt": String(record.attempt),
                ])
        }
        return configuration
    }
}
