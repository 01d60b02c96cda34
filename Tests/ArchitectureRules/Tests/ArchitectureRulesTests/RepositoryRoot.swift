import Foundation

/// The repository this test file sits in.
enum RepositoryRoot {
    static let url: URL = {
        var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while directory.path != "/" {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("App/Package.swift").path) {
                return directory
            }
            directory.deleteLastPathComponent()
        }
        fatalError("no Popcorn repository above \(#filePath)")
    }()
}
