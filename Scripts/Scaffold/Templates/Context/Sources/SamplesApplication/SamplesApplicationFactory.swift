package import SamplesDomain

/// Builds the Sample items use cases over a repository. Only `SamplesComposition` uses it.
package struct SamplesApplicationFactory: Sendable {
    private let repository: any SampleEntityRepository

    package init(repository: some SampleEntityRepository) {
        self.repository = repository
    }
}
