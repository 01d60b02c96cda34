// What Scripts/new-use-case adds to SamplesApplicationFactory: the lines inside this extension go
// before the factory's closing brace.
extension SamplesApplicationFactory {
    package func makeSampleVerbUseCase() -> any SampleVerbUseCase {
        DefaultSampleVerbUseCase(repository: repository)
    }
}
