/// Why `SampleVerbUseCase` could not answer: as any look-up of one sample entity.
public typealias SampleVerbError = SampleEntityLookupError
