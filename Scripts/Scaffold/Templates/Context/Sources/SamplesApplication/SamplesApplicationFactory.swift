package import SamplesDomain

/// Builds the Samples use cases over a repository. Only `SamplesComposition` uses it.
package struct SamplesApplicationFactory: Sendable {
    private let repository: any SampleEntityRepository

    package init(repository: some SampleEntityRepository) {
        self.repository = repository
    }
}
