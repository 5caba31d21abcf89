// PUT /api/uploads/part/{uploadId}/{partNumber}?key=&exp=&sig= – the disk driver's signed multipart part upload,
// held to the upload's declared size while the upload is open
import { receivePart } from "@/lib/uploads/disk-receive";

export const runtime = "nodejs";

export async function PUT(request: Request, { params }: { params: Promise<{ uploadId: string; partNumber: string }> }) {
  const { uploadId, partNumber } = await params;
  return receivePart(request, uploadId, partNumber);
}
