// What Scripts/new-use-case adds to PopcornSamplesFactory: the lines inside this extension go
// before the factory's closing brace, and the factory's `import SamplesApplication` becomes public.
extension PopcornSamplesFactory {
    public func makeSampleVerbUseCase() -> any SampleVerbUseCase {
        application.makeSampleVerbUseCase()
    }
}
