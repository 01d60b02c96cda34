/// Where the screens' facts come from: the catalogue embedded in the app, or TMDb's service.
enum DataSourceChoice: String, Sendable, CaseIterable {
    case catalogue
    case tmdb
}
