public import TMDb

extension TMDbClient {
    /// A client that sends its requests with the toolchain's URLSession, through a
    /// ``TMDbURLSessionTransport`` of its own.
    public convenience init(configuration: TMDbClientConfiguration) {
        self.init(configuration: configuration, transport: TMDbURLSessionTransport())
    }
}
