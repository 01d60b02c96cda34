import Foundation

/// The repository these tests belong to: the nearest folder above this file that holds the App.
enum Repository {
    static let root: URL = {
        var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while directory.path != "/", !FileManager.default.fileExists(atPath: directory.appendingPathComponent("App/Package.swift").path) {
            directory.deleteLastPathComponent()
        }
        return directory
    }()
}
