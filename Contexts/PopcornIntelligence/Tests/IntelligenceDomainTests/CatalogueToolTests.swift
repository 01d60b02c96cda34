import IntelligenceDomain
import Testing

@Suite struct CatalogueToolTests {
    @Test(arguments: CatalogueTool.allCases)
    func definesAnObjectSchemaRequiringAnID(tool: CatalogueTool) throws {
        let definition = tool.definition
        #expect(definition.name == tool.rawValue)
        #expect(!definition.description.isEmpty)
        guard case .object(let schema) = definition.parameters, case .array(let required)? = schema["required"],
            case .object(let properties)? = schema["properties"]
        else {
            Issue.record("\(tool.name) has no object schema")
            return
        }
        #expect(schema["type"] == .string("object"))
        #expect(required.contains(.string("id")))
        for case .string(let name) in required { #expect(properties[name] != nil) }
    }

    @Test func namesAreUnique() {
        #expect(Set(CatalogueTool.allCases.map(\.name)).count == CatalogueTool.allCases.count)
    }
}
