public import SamplesDomain

/// Ready-made sample entity values for the context's tests.
public enum SampleEntityFixtures {
    public static func sampleEntity(id: SampleEntity.ID = 1, name: String = "Sample") -> SampleEntity {
        SampleEntity(id: id, name: name)
    }
}
