import Testing

@testable import ArchitectureRules

@Suite struct ImportScannerTests {
    @Test func findsEveryFormOfImportWithItsLine() {
        let source = """
            import Foundation
            @testable import MoviesDomain
            public import CoreDomain
            @_spi(Private) package import Caching
            import struct GRDB.Row
            let x = 1
            """
        #expect(ImportScanner.imports(in: source).map(\.module) == ["Foundation", "MoviesDomain", "CoreDomain", "Caching", "GRDB"])
        #expect(ImportScanner.imports(in: source).map(\.line) == [1, 2, 3, 4, 5])
    }

    @Test func ignoresCommentsAndStrings() {
        let source = """
            // import MoviesInfrastructure
            /* import GRDB
               import Rainbow */
            let text = "import Hummingbird"
            import Presentation
            """
        #expect(ImportScanner.imports(in: source) == [ImportScanner.Import(module: "Presentation", line: 5)])
    }

    @Test func marksAnImportInsideIfAsConditional() {
        let source = """
            import Presentation
            #if canImport(GRDB)
                import GRDB
            #else
                import SQLite
            #endif
            import DesignSystem
            """
        #expect(
            ImportScanner.imports(in: source) == [
                .init(module: "Presentation", line: 1), .init(module: "GRDB", line: 3, isConditional: true),
                .init(module: "SQLite", line: 5, isConditional: true), .init(module: "DesignSystem", line: 7),
            ])
    }

    @Test func ignoresWordsThatOnlyStartWithImport() {
        #expect(ImportScanner.imports(in: "let imported = 1\nfunc importAll() {}").isEmpty)
    }
}
