import Testing

/// The suites that have swift-argument-parser parse command lines, one test at a time: a parse
/// takes tens of milliseconds in a debug build, and side by side they would hold every thread the
/// tests share, starving the tests that time what they wait for (a refused connection, a timeout).
@Suite(.serialized) enum CommandLineParsingTests {}
