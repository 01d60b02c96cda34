/// Text every `--help` and `--version` carries.
enum Attribution {
    /// TMDb's terms ask products that use its data to say this.
    static let tmdb = "This product uses the TMDB API but is not endorsed or certified by TMDB."
}
