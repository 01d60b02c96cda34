public import PeopleDomain

/// Ready-made person values for the context's tests.
public enum PersonFixtures {
    public static func person(id: Person.ID = 1, name: String = "Sample") -> Person {
        Person(id: id, name: name)
    }
}
