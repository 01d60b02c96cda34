import Foundation

/// SwiftNIO's threads in this process, read from /proc: their names start with "NIO-".
enum EventLoopThreads {
    static var count: Int {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
        return tasks.count { task in
            let name = (try? String(contentsOfFile: "/proc/self/task/\(task)/comm", encoding: .utf8)) ?? ""
            return name.hasPrefix("NIO-")
        }
    }
}
