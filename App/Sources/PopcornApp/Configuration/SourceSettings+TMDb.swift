import TMDb

extension SourceSettings {
    /// How the TMDb client is set up when TMDb is the source; nil when the catalogue is.
    var tmdbClientConfiguration: TMDbClientConfiguration? {
        guard source == .tmdb, let credential else { return nil }
        let signature: TMDbCredential =
            switch credential.kind {
            case .readAccessToken: .readAccessToken(credential.secret)
            case .apiKey: .apiKey(credential.secret)
            }
        return TMDbClientConfiguration(credential: signature, baseURL: baseURL, language: language)
    }
}
