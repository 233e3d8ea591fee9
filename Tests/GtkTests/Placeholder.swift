import XCTest
final class Placeholder: XCTestCase { func testNothing() {} }
