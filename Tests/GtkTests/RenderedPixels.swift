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
        guard width > 2, height > 2 else { return 0 }
        var sum = 0
        bytes.withUnsafeBufferPointer { mine in
            other.bytes.withUnsafeBufferPointer { theirs in
                for y in 1..<(height - 1) {
                    for index in (y * stride + 4)..<(y * stride + (width - 1) * 4) {
                        sum += abs(Int(mine[index]) - Int(theirs[index - y * stride + y * other.stride]))
                    }
                }
            }
        }
        return Double(sum) / Double((width - 2) * (height - 2) * 4) / 255
    }

    /// Fine detail: the mean absolute difference between each pixel and the
    /// mean of its 3 x 3 neighbourhood (its own slight blur), per channel,
    /// from 0 to 1, leaving out a one-pixel border. A blurry copy has less of it.
    var detail: Double {
        guard width > 2, height > 2 else { return 0 }
        var sum = 0
        bytes.withUnsafeBufferPointer { pixels in
            for y in 1..<(height - 1) {
                for index in (y * stride + 4)..<(y * stride + (width - 1) * 4) {
                    let above = index - stride
                    let below = index + stride
                    let neighbourhood =
                        Int(pixels[above - 4]) + Int(pixels[above]) + Int(pixels[above + 4])
                        + Int(pixels[index - 4]) + Int(pixels[index]) + Int(pixels[index + 4])
                        + Int(pixels[below - 4]) + Int(pixels[below]) + Int(pixels[below + 4])
                    sum += abs(9 * Int(pixels[index]) - neighbourhood)
                }
            }
        }
        return Double(sum) / 9 / Double((width - 2) * (height - 2) * 4) / 255
    }
}
