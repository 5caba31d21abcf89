// PUT /api/uploads/object/{key}?exp=&sig= – the disk driver's signed whole-object upload (small lecture files),
// exactly the declared size, once
import { receiveSinglePut } from "@/lib/uploads/disk-receive";

export const runtime = "nodejs";

export async function PUT(request: Request, { params }: { params: Promise<{ key: string[] }> }) {
  return receiveSinglePut(request, (await params).key.join("/"));
}
