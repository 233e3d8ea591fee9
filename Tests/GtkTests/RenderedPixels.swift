/// The pixels of a rendering, four bytes each in cairo's premultiplied ARGB32
/// (what GDK downloads textures as, and librsvg draws into), with the two
/// measures the picture tests compare.
struct RenderedPixels {
    let width: Int
    let height: Int
    let bytes: [UInt8]
    let stride: Int

    init(width: Int, height: Int, bytes: [UInt8], stride: Int) {
        self.width = width
        self.height = height
        self.bytes = bytes
        self.stride = stride
    }

    /// Channel `channel` (0...3) of pixel (`x`, `y`), from 0 to 1.
    func value(_ x: Int, _ y: Int, _ channel: Int) -> Double {
        Double(bytes[y * stride + x * 4 + channel]) / 255
    }

    /// The `width` x `height` part whose top-left corner is (`x`, `y`).
    func cropped(x: Int, y: Int, width: Int, height: Int) -> RenderedPixels {
        var part = [UInt8](repeating: 0, count: width * height * 4)
        for row in 0..<height where y + row >= 0 && y + row < self.height {
            for column in 0..<width where x + column >= 0 && x + column < self.width {
                for channel in 0..<4 {
                    part[(row * width + column) * 4 + channel] = bytes[(y + row) * stride + (x + column) * 4 + channel]
                }
            }
        }
        return RenderedPixels(width: width, height: height, bytes: part, stride: width * 4)
    }

    /// The mean absolute difference from `other` (the same size), per
    /// channel, from 0 to 1, leaving out a one-pixel border.
    func meanDifference(from other: RenderedPixels) -> Double {
        precondition(width == other.width && height == other.height, "compared renderings differ in size")
        var sum = 0.0
        var count = 0
        for y in 1..<(height - 1) {
            for x in 1..<(width - 1) {
                for channel in 0..<4 {
                    sum += abs(value(x, y, channel) - other.value(x, y, channel))
                    count += 1
                }
            }
        }
        return count > 0 ? sum / Double(count) : 0
    }

    /// Fine detail: the mean absolute difference between each pixel and the
    /// mean of its 3 x 3 neighbourhood (its own slight blur), per channel,
    /// leaving out a one-pixel border. A blurry copy has less of it.
    var detail: Double {
        var sum = 0.0
        var count = 0
        for y in 1..<(height - 1) {
            for x in 1..<(width - 1) {
                for channel in 0..<4 {
                    var blur = 0.0
                    for dy in -1...1 {
                        for dx in -1...1 { blur += value(x + dx, y + dy, channel) }
                    }
                    sum += abs(value(x, y, channel) - blur / 9)
                    count += 1
                }
            }
        }
        return count > 0 ? sum / Double(count) : 0
    }
}
